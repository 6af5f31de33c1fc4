/** A screen whose feature has not landed yet: a heading, so routes and guards can be used already. */
export function Placeholder({ title, description }: { title: string; description?: string }) {
  return (
    <section className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {description ? <p className="mt-2 text-muted-foreground">{description}</p> : null}
    </section>
  );
}
