/**
 * Renders a read plan as SQL shaped like PostgREST's (pgrst `Query/QueryBuilder.hs`): one SELECT
 * per node, embeds as `LEFT JOIN LATERAL` sub-selects aggregated with `json_agg`/`row_to_json`,
 * filters with bound values. Column names come from the schema cache and are quoted.
 */
import type { Condition, Filter, OrderTerm } from './filter-parser.ts';
import { OPERATORS } from './filter-parser.ts';
import type { Field } from './grammar.ts';
import type { EmbedNode, ReadNode } from './read-plan.ts';
import { ident, qualified, type SqlParams } from './sql.ts';

export interface RenderOptions {
  /** FROM item of the root, e.g. `"public"."guests"`, `pgrst_source`, or a function call. */
  source: string;
  /** Upper bound applied to the root's limit (PostgREST `db-max-rows`). */
  maxRows?: number;
  /** Count mode: select `1`, no order/limit, only laterals the WHERE needs. */
  countOnly?: boolean;
  /** Skip the root's filters/order/limit (mutation results are already filtered). */
  skipRootOptions?: boolean;
}

/** The SQL of the root node (`select ... from <source> as "pgrst_t0" ...`). */
export function renderRead(root: ReadNode, sql: SqlParams, options: RenderOptions): string {
  return renderNode(root, sql, options.source, options, true);
}

function renderNode(
  node: ReadNode,
  sql: SqlParams,
  source: string,
  options: RenderOptions,
  isRoot: boolean,
  parent?: ReadNode,
): string {
  const countOnly = isRoot && options.countOnly;
  const applyOptions = !(isRoot && options.skipRootOptions);
  const where: string[] = [];
  if (parent) where.push(...joinConditions(node as EmbedNode, parent));
  if (applyOptions) for (const condition of node.options.conditions) where.push(renderCondition(node, condition, sql));
  for (const embed of node.embeds) if (embed.inner) where.push(embedPresent(embed));
  const needed = countOnly
    ? node.embeds.filter((e) => e.inner || usesEmbed(node.options.conditions, e.outName))
    : node.embeds;
  const joins = needed.map((embed) => renderLateral(embed, node, sql, options));
  const selectList = countOnly ? '1' : node.outputs.map((out) => renderOutput(node, out, sql)).join(', ');
  let text = `select ${selectList} from ${source} as ${ident(node.alias)}${joins.join('')}`;
  if (where.length) text += ` where ${where.join(' and ')}`;
  const groupBy = countOnly ? [] : groupingKeys(node, sql);
  if (groupBy.length) text += ` group by ${groupBy.join(', ')}`;
  if (countOnly || !applyOptions) return text;
  if (node.options.order.length)
    text += ` order by ${node.options.order.map((term) => renderOrder(node, term, sql)).join(', ')}`;
  const limit =
    isRoot && options.maxRows !== undefined
      ? Math.min(node.options.limit ?? Infinity, options.maxRows)
      : node.options.limit;
  if (limit !== undefined && limit !== Infinity) text += ` limit ${sql.bind(limit)}`;
  if (node.options.offset) text += ` offset ${sql.bind(node.options.offset)}`;
  return text;
}

/** The join of an embed to its parent: foreign key pairs, the junction of a many-to-many, nothing for a computed one. */
function joinConditions(embed: EmbedNode, parent: ReadNode): string[] {
  const { rel } = embed;
  const column = (alias: string, name: string) => `${ident(alias)}.${ident(name)}`;
  if (rel.kind === 'computed') return [];
  if (rel.kind === 'm2m') {
    const junction = rel.junction!;
    const on = [
      ...rel.pairs.map(([p, j]) => `${column('pgrst_junction', j)} = ${column(parent.alias, p)}`),
      ...junction.targetPairs.map(([j, t]) => `${column('pgrst_junction', j)} = ${column(embed.alias, t)}`),
    ];
    return [
      `exists (select 1 from ${qualified(junction.schema, junction.name)} as pgrst_junction where ${on.join(' and ')})`,
    ];
  }
  return rel.pairs.map(([p, c]) => `${column(embed.alias, c)} = ${column(parent.alias, p)}`);
}

const isGrouped = (node: ReadNode) => node.outputs.some((out) => out.kind === 'aggregate');

/**
 * The lateral value behind an embed or spread output. JSON has no equality, so in a grouped node it
 * is grouped by its text and given back as JSON (a function of the grouping key).
 */
function lateralValue(out: { node: EmbedNode; name: string; kind: 'embed' | 'spread' }, grouping: boolean): string {
  const value = `${ident(lateralAlias(out.node))}.${out.kind === 'embed' ? 'body' : ident(out.name)}`;
  const isJson = out.kind === 'embed' || !out.node.rel.toOne;
  return isJson && grouping ? `${value}::text` : value;
}

/**
 * With an aggregate in the select list, every other selected column, embed and spread column groups
 * (docs "Aggregate Functions": "grouping by the other selected columns").
 */
function groupingKeys(node: ReadNode, sql: SqlParams): string[] {
  if (!isGrouped(node)) return [];
  return node.outputs.flatMap((out) => {
    if (out.kind === 'column') return [fieldExpr(node, out.field, sql) + (out.cast ? `::${out.cast}` : '')];
    if (out.kind === 'spread' || out.kind === 'embed') return [lateralValue(out, true)];
    return [];
  });
}

function renderOutput(node: ReadNode, out: ReadNode['outputs'][number], sql: SqlParams): string {
  if (out.kind === 'count') return `pg_catalog.count(*) as ${ident(out.name)}`;
  if (out.kind === 'aggregate') {
    const input = out.field ? fieldExpr(node, out.field, sql) + (out.inputCast ? `::${out.inputCast}` : '') : '*';
    return `pg_catalog.${out.fn}(${input})${out.cast ? `::${out.cast}` : ''} as ${ident(out.name)}`;
  }
  if (out.kind === 'embed' || out.kind === 'spread') {
    const grouped = isGrouped(node);
    const value = lateralValue(out, grouped);
    return `${value !== lateralValue(out, false) ? `(${value})::json` : value} as ${ident(out.name)}`;
  }
  const cast = out.cast ? `::${out.cast}` : '';
  return `${fieldExpr(node, out.field, sql)}${cast} as ${ident(out.name)}`;
}

function renderLateral(embed: EmbedNode, parent: ReadNode, sql: SqlParams, options: RenderOptions): string {
  const { fn } = embed.rel;
  // a computed relationship is the function called with the parent's row
  const source = fn
    ? `${qualified(fn.schema, fn.name)}(${ident(parent.alias)})`
    : qualified(embed.relation.schema, embed.relation.name);
  const inner = renderNode(embed, sql, source, options, false, parent);
  if (embed.spread && !embed.rel.toOne) {
    // PostgREST 13: each column of a to-many spread becomes an array of its values
    const arrays = embed.outputs.map(
      (out) => `coalesce(json_agg(pgrst_row.${ident(out.name)}), '[]') as ${ident(out.name)}`,
    );
    const list = ['count(*) > 0 as pgrst_present', ...arrays].join(', ');
    return ` left join lateral (select ${list} from (${inner}) as pgrst_row) as ${ident(lateralAlias(embed))} on true`;
  }
  if (embed.spread) {
    // typed columns (not JSON) so the parent's row keeps Postgres types; pgrst_present marks a match
    return ` left join lateral (select true as pgrst_present, pgrst_row.* from (${inner}) as pgrst_row) as ${ident(lateralAlias(embed))} on true`;
  }
  // a to-one lateral also exposes its typed columns when the parent orders by them (`order=rel(col)`)
  const typed = parent.options.order.some((term) => term.relation === embed.outName) ? ', pgrst_row.*' : '';
  const body = embed.rel.toOne
    ? `row_to_json(pgrst_row) as body${typed}`
    : `coalesce(json_agg(pgrst_row), '[]') as body`;
  return ` left join lateral (select ${body} from (${inner}) as pgrst_row) as ${ident(lateralAlias(embed))} on true`;
}

const lateralAlias = (embed: ReadNode) => `${embed.alias}_j`;

function embedPresent(embed: EmbedNode, present = true): string {
  if (embed.spread && !embed.rel.toOne) return `${present ? '' : 'not '}${ident(lateralAlias(embed))}.pgrst_present`;
  if (embed.spread) return `${ident(lateralAlias(embed))}.pgrst_present is ${present ? 'not ' : ''}null`;
  const body = `${ident(lateralAlias(embed))}.body`;
  if (embed.rel.toOne) return `${body} is ${present ? 'not ' : ''}null`;
  return `json_array_length(${body}) ${present ? '> 0' : '= 0'}`;
}

function usesEmbed(conditions: Condition[], name: string): boolean {
  return conditions.some((c) => (c.kind === 'logic' ? usesEmbed(c.children, name) : c.field.name === name));
}

/**
 * `"alias"."col"` (or a computed field's call with the row, `"s"."fn"("alias")`) followed by its JSON
 * path; text keys are bound, integer indexes inlined (validated digits).
 */
function fieldExpr(node: ReadNode, field: Field, sql: SqlParams): string {
  const computed = node.relation.columns.has(field.name) ? undefined : node.relation.computed?.get(field.name);
  let expr = computed
    ? `${qualified(computed.schema, computed.name)}(${ident(node.alias)})`
    : `${ident(node.alias)}.${ident(field.name)}`;
  for (const step of field.jsonPath) {
    expr += step.arrow + (/^-?\d+$/.test(step.key) ? step.key : `${sql.bind(step.key)}::text`);
  }
  return expr;
}

function renderCondition(node: ReadNode, condition: Condition, sql: SqlParams): string {
  if (condition.kind === 'logic') {
    const parts = condition.children.map((child) => renderCondition(node, child, sql));
    const joined = parts.length ? `(${parts.join(condition.op === 'or' ? ' or ' : ' and ')})` : 'true';
    return condition.negated ? `not ${joined}` : joined;
  }
  const embed = node.embeds.find((e) => e.outName === condition.field.name);
  const expr =
    embed && !node.relation.columns.has(condition.field.name)
      ? embedPresent(embed, condition.value === 'not_null')
      : renderFilter(fieldExpr(node, condition.field, sql), condition, sql, isTsvector(node, condition.field));
  return condition.negated ? `not (${expr})` : expr;
}

/** A bare tsvector column; anything else is searched through `to_tsvector` (PostgREST 13). */
const isTsvector = (node: ReadNode, field: Field) =>
  !field.jsonPath.length && node.relation.columns.get(field.name)?.typname === 'tsvector';

function renderFilter(lhs: string, filter: Filter, sql: SqlParams, tsvector = false): string {
  const { op, value } = filter;
  if (op === 'is') return `${lhs} is ${value === 'not_null' ? 'not null' : String(value)}`;
  if (op === 'in') return `${lhs} = any(${sql.bind(value)})`;
  if (['fts', 'plfts', 'phfts', 'wfts'].includes(op)) {
    const language = filter.language ? `${sql.bind(filter.language)}::regconfig, ` : '';
    const document = tsvector ? lhs : `to_tsvector(${language}${lhs})`;
    return `${document} @@ ${OPERATORS[op]}(${language}${sql.bind(value)})`;
  }
  const pattern = op === 'like' || op === 'ilike' ? (value as string).replace(/\*/g, '%') : (value as string);
  if (filter.quantifier) return `${lhs} ${OPERATORS[op]} ${filter.quantifier}(${sql.bind(pattern)})`;
  return `${lhs} ${OPERATORS[op]} ${sql.bind(pattern)}`;
}

function renderOrder(node: ReadNode, term: OrderTerm, sql: SqlParams): string {
  const direction = term.direction ? ` ${term.direction}` : '';
  const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
  const embed = term.relation ? node.embeds.find((e) => e.outName === term.relation) : undefined;
  const expr = embed
    ? fieldExpr({ ...node, alias: lateralAlias(embed) }, term.field, sql)
    : fieldExpr(node, term.field, sql);
  return `${expr}${direction}${nulls}`;
}

/** The root's filters as one WHERE expression (for UPDATE/DELETE against alias `pgrst_t0`), or ''. */
export function renderWhere(node: ReadNode, sql: SqlParams): string {
  return node.options.conditions.map((condition) => renderCondition(node, condition, sql)).join(' and ');
}
