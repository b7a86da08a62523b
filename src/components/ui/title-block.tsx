/** A title with an optional line under it, as pages (`h1`) and their sections (`h2`) open. */
const looks = {
  page: { Heading: 'h1', title: 'text-xl font-semibold text-slate-900', description: 'mt-1 text-sm text-slate-600' },
  section: { Heading: 'h2', title: 'text-lg font-semibold text-slate-900', description: 'text-sm text-slate-600' },
} as const;

/** `id` goes on the heading, so a `<section>` or `<form>` can be labelled by it (aria-labelledby). */
export function TitleBlock({
  id,
  level,
  title,
  description,
}: {
  id: string;
  level: keyof typeof looks;
  title: string;
  description?: string;
}) {
  const { Heading, ...classes } = looks[level];
  return (
    <div>
      <Heading id={id} className={classes.title}>
        {title}
      </Heading>
      {description && <p className={classes.description}>{description}</p>}
    </div>
  );
}
