/**
 * Resolves a parsed `select` against the schema cache into a tree of read nodes (pgrst `Plan.hs`
 * `readPlan`): `*` expands to the relation's columns, every column is checked, embeds become
 * child nodes joined through a foreign key, and per-path filters/order/limit are attached.
 */
import type { Relation, SchemaCache } from './catalog.ts';
import { PgrstError, undefinedColumn } from './errors.ts';
import type { Condition } from './filter-parser.ts';
import { fieldOutputName, type Field } from './grammar.ts';
import type { PathOptions, QueryParams } from './query-params.ts';
import { findRelationship, type Relationship } from './relationships.ts';
import type { SelectItem } from './select-parser.ts';

export type Output =
  | { kind: 'column'; field: Field; cast?: string; name: string }
  | { kind: 'embed'; node: EmbedNode; name: string }
  | { kind: 'count'; name: string }
  /** One column of a to-one `...rel(cols)` spread, lifted into the parent. */
  | { kind: 'spread'; node: EmbedNode; name: string };

export interface ReadNode {
  relation: Relation;
  /** SQL alias of this node's relation, `pgrst_t<n>`. */
  alias: string;
  outputs: Output[];
  options: PathOptions;
  embeds: EmbedNode[];
}

export interface EmbedNode extends ReadNode {
  rel: Relationship;
  inner: boolean;
  /** Key of the embed in the parent's JSON (alias or name); also its filter path segment. */
  outName: string;
  /** `...rel(cols)`: the columns are lifted into the parent (to-one only). */
  spread: boolean;
}

/**
 * @param relation the root relation (a table/view, or a function's result columns)
 * @throws PgrstError 42703 unknown column, PGRST200/201 embeds, PGRST108 filters on a path not embedded
 */
export async function buildReadPlan(cache: SchemaCache, relation: Relation, params: QueryParams): Promise<ReadNode> {
  const counter = { next: 0 };
  const paths = new Map<string, ReadNode>();
  const root = await buildNode(cache, relation, params.select, params, '', counter, paths);
  for (const [path, options] of params.paths) {
    if (
      !paths.has(path) &&
      (options.conditions.length || options.order.length || options.limit !== undefined || options.offset !== undefined)
    ) {
      const name = path.split('.').pop()!;
      throw new PgrstError(
        400,
        'PGRST108',
        `'${name}' is not an embedded resource in this request`,
        null,
        `Verify that '${name}' is included in the 'select' query parameter.`,
      );
    }
  }
  return root;
}

async function buildNode(
  cache: SchemaCache,
  relation: Relation,
  select: SelectItem[],
  params: QueryParams,
  path: string,
  counter: { next: number },
  paths: Map<string, ReadNode>,
): Promise<ReadNode> {
  const node: ReadNode = {
    relation,
    alias: `pgrst_t${counter.next++}`,
    outputs: [],
    embeds: [],
    options: params.paths.get(path) ?? { conditions: [], order: [] },
  };
  paths.set(path, node);
  const isCountOnly =
    path !== '' &&
    select.length === 1 &&
    select[0].kind === 'column' &&
    select[0].field.name === 'count' &&
    !select[0].field.jsonPath.length &&
    !relation.columns.has('count');
  if (isCountOnly) {
    node.outputs.push({ kind: 'count', name: (select[0] as { alias?: string }).alias ?? 'count' });
    return node;
  }
  for (const item of select) {
    if (item.kind === 'star') {
      for (const name of relation.columns.keys())
        node.outputs.push({ kind: 'column', field: { name, jsonPath: [] }, name });
    } else if (item.kind === 'column') {
      checkColumn(relation, item.field.name);
      node.outputs.push({
        kind: 'column',
        field: item.field,
        cast: item.cast,
        name: item.alias ?? fieldOutputName(item.field),
      });
    } else {
      if (!relation.isTable)
        throw new PgrstError(
          400,
          'PGRST200',
          `Could not find a relationship between '${relation.name}' and '${item.name}' in the schema cache`,
        );
      const rel = findRelationship(relation, item.name, item.hint, await cache.foreignKeys());
      const target = await cache.relation(rel.targetSchema, rel.targetName);
      if (!target)
        throw new PgrstError(
          400,
          'PGRST200',
          `Could not find a relationship between '${relation.name}' and '${item.name}' in the schema cache`,
        );
      const outName = item.alias ?? item.name;
      const childPath = path ? `${path}.${outName}` : outName;
      const child = await buildNode(cache, target, item.select, params, childPath, counter, paths);
      const embed: EmbedNode = { ...child, rel, inner: item.joinType === 'inner', outName, spread: item.spread };
      paths.set(childPath, embed);
      node.embeds.push(embed);
      if (!item.spread) node.outputs.push({ kind: 'embed', node: embed, name: outName });
      else if (rel.toOne)
        node.outputs.push(...child.outputs.map((out) => ({ kind: 'spread' as const, node: embed, name: out.name })));
      else
        throw new PgrstError(
          400,
          'PGRST127',
          'Feature not implemented',
          'Spreading a to-many embed is not supported by the local stack',
        );
    }
  }
  for (const condition of node.options.conditions) checkCondition(node, condition);
  for (const term of node.options.order) {
    if (term.relation) checkRelatedOrder(node, term.relation, term.field.name);
    else checkColumn(relation, term.field.name);
  }
  return node;
}

/** Throws PostgREST's answer for a column the relation lacks (42703 from Postgres, re-worded with the table name). */
export function checkColumn(relation: Relation, name: string): void {
  if (!relation.columns.has(name)) throw undefinedColumn(relation.name, name);
}

function checkCondition(node: ReadNode, condition: Condition): void {
  if (condition.kind === 'logic') return condition.children.forEach((child) => checkCondition(node, child));
  const embed = node.embeds.find((e) => e.outName === condition.field.name);
  if (embed && !node.relation.columns.has(condition.field.name)) {
    if (condition.op !== 'is' || !['null', 'not_null'].includes(condition.value as string)) {
      throw new PgrstError(
        400,
        'PGRST120',
        `Bad operator on the '${embed.outName}' embedded resource`,
        'Only is null or not is null filters are allowed on embedded resources',
      );
    }
    return;
  }
  checkColumn(node.relation, condition.field.name);
}

/**
 * `order=rel(col)`: only on a to-one embed of this node, by one of the columns it selects
 * (pgrst `Plan.hs` `addRelatedOrders`; PGRST108 / PGRST118 otherwise).
 */
function checkRelatedOrder(node: ReadNode, relation: string, column: string): void {
  const embed = node.embeds.find((e) => e.outName === relation);
  if (!embed) {
    throw new PgrstError(
      400,
      'PGRST108',
      `'${relation}' is not an embedded resource in this request`,
      null,
      `Verify that '${relation}' is included in the 'select' query parameter.`,
    );
  }
  if (!embed.rel.toOne) {
    throw new PgrstError(
      400,
      'PGRST118',
      `A related order on '${relation}' is not possible`,
      `'${node.relation.name}' and '${relation}' do not form a many-to-one or one-to-one relationship`,
    );
  }
  if (!embed.outputs.some((out) => out.name === column)) throw undefinedColumn(embed.relation.name, column);
}
