/**
 * Resolves a parsed `select` against the schema cache into a tree of read nodes (pgrst `Plan.hs`
 * `readPlan`): `*` expands to the relation's columns, every column is checked, embeds become
 * child nodes joined through a foreign key, and per-path filters/order/limit are attached.
 */
import type { SchemaCache } from './catalog.ts';
import type { Relation } from './catalog-types.ts';
import { PgrstError, undefinedColumn } from './errors.ts';
import type { Condition } from './filter-parser.ts';
import { fieldOutputName, type Field } from './grammar.ts';
import type { PathOptions, QueryParams } from './query-params.ts';
import { findRelationship } from './find-relationship.ts';
import type { Relationship } from './relationships.ts';
import type { AggregateFunction, SelectItem } from './select-parser.ts';

/** What a read may use beyond plain selects (the in-database configuration). */
export interface PlanOptions {
  /** `db-aggregates-enabled`; when false (Supabase's default) aggregates answer 400 PGRST123. */
  aggregatesEnabled?: boolean;
}

export type Output =
  /** A column or computed field (`fieldExpr` tells them apart), with its JSON path and cast. */
  | { kind: 'column'; field: Field; cast?: string; name: string }
  | { kind: 'aggregate'; fn: AggregateFunction; field?: Field; inputCast?: string; cast?: string; name: string }
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
  /** `...rel(cols)`: the columns are lifted into the parent (arrays of values for a to-many spread). */
  spread: boolean;
}

/**
 * @param relation the root relation (a table/view, or a function's result columns)
 * @param planOptions what the in-database configuration allows (aggregates)
 * @throws PgrstError 42703 unknown column, PGRST200/201 embeds, 42712 two embeds under one name,
 *   PGRST123 aggregates while disabled, PGRST108 filters on a path not embedded
 */
export async function buildReadPlan(
  cache: SchemaCache,
  relation: Relation,
  params: QueryParams,
  planOptions: PlanOptions = {},
): Promise<ReadNode> {
  const context: BuildContext = { cache, params, counter: 0, paths: new Map(), options: planOptions };
  const root = await buildNode(context, relation, params.select, '');
  const { paths } = context;
  for (const [path, options] of params.paths) {
    if (
      !paths.has(path) &&
      (options.conditions.length || options.order.length || options.limit !== undefined || options.offset !== undefined)
    ) {
      throw notEmbedded(path.split('.').pop()!);
    }
  }
  return root;
}

interface BuildContext {
  cache: SchemaCache;
  params: QueryParams;
  counter: number;
  paths: Map<string, ReadNode>;
  options: PlanOptions;
}

async function buildNode(
  context: BuildContext,
  relation: Relation,
  select: SelectItem[],
  path: string,
): Promise<ReadNode> {
  const { params, paths } = context;
  const node: ReadNode = {
    relation,
    alias: `pgrst_t${context.counter++}`,
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
    } else if (item.kind === 'aggregate') {
      if (!context.options.aggregatesEnabled)
        throw new PgrstError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
      if (item.field) checkColumn(relation, item.field.name);
      const { kind, alias, ...rest } = item;
      node.outputs.push({ kind, ...rest, name: alias ?? item.fn });
    } else {
      await addEmbed(context, node, item, path);
    }
  }
  node.outputs = lastOfEachName(node.outputs);
  for (const condition of node.options.conditions) checkCondition(node, condition);
  for (const term of node.options.order) {
    if (term.relation) checkRelatedOrder(node, term.relation, term.field.name);
    else checkColumn(relation, term.field.name);
  }
  return node;
}

/**
 * The embed `item` of `node`: its relationship, its own node, and what it adds to the parent's
 * output (an object/array, spread columns, or nothing for an empty `rel()` used to filter).
 * @throws PgrstError PGRST200/201 (relationship), 42712 two embeds under one name
 */
async function addEmbed(
  context: BuildContext,
  node: ReadNode,
  item: Extract<SelectItem, { kind: 'embed' }>,
  path: string,
): Promise<void> {
  const { relation } = node;
  const noRelationship = () =>
    new PgrstError(
      400,
      'PGRST200',
      `Could not find a relationship between '${relation.name}' and '${item.name}' in the schema cache`,
    );
  if (!relation.isTable) throw noRelationship();
  const rel = findRelationship(relation, item.name, item.hint, await context.cache.relationships());
  const target = await context.cache.relation(rel.target.schema, rel.target.name);
  if (!target) throw noRelationship();
  const outName = item.alias ?? item.name;
  if (node.embeds.some((e) => e.outName === outName)) {
    const depth = path ? path.split('.').length + 1 : 1;
    throw new PgrstError(400, '42712', `table name "${relation.name}_${outName}_${depth}" specified more than once`);
  }
  const childPath = path ? `${path}.${outName}` : outName;
  const child = await buildNode(context, target, item.select, childPath);
  const embed: EmbedNode = { ...child, rel, inner: item.joinType === 'inner', outName, spread: item.spread };
  context.paths.set(childPath, embed);
  node.embeds.push(embed);
  if (!item.select.length) return; // `rel()`: joined (for `!inner` and filters), never output
  if (!item.spread) node.outputs.push({ kind: 'embed', node: embed, name: outName });
  else node.outputs.push(...child.outputs.map((out) => ({ kind: 'spread' as const, node: embed, name: out.name })));
}

/**
 * One output per JSON key, the last one winning in the place of the first: `id,id` gives one `id`,
 * and `*,parent_id(*)` shows the embed under `parent_id` instead of the column (as PostgREST's JSON does).
 */
function lastOfEachName(outputs: Output[]): Output[] {
  const byName = new Map<string, Output>();
  for (const out of outputs) {
    byName.delete(out.name);
    byName.set(out.name, out);
  }
  if (byName.size === outputs.length) return outputs;
  const firstAt = new Map<string, number>();
  outputs.forEach((out, i) => firstAt.set(out.name, firstAt.get(out.name) ?? i));
  return [...byName.values()].sort((a, b) => firstAt.get(a.name)! - firstAt.get(b.name)!);
}

/** Throws PostgREST's answer for a column the relation lacks (42703 from Postgres, re-worded with the table name). */
export function checkColumn(relation: Relation, name: string): void {
  if (!relation.columns.has(name) && !relation.computed?.has(name)) throw undefinedColumn(relation.name, name);
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

/** PGRST108: a filter, order or limit names a resource the `select` does not embed. */
function notEmbedded(name: string): PgrstError {
  return new PgrstError(
    400,
    'PGRST108',
    `'${name}' is not an embedded resource in this request`,
    null,
    `Verify that '${name}' is included in the 'select' query parameter.`,
  );
}

/**
 * `order=rel(col)`: only on a to-one embed of this node, by one of the columns it selects
 * (pgrst `Plan.hs` `addRelatedOrders`; PGRST108 / PGRST118 otherwise).
 */
function checkRelatedOrder(node: ReadNode, relation: string, column: string): void {
  const embed = node.embeds.find((e) => e.outName === relation);
  if (!embed) throw notEmbedded(relation);
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
