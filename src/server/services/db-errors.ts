/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (drizzle may wrap it). */
export const isUniqueViolation = (e: unknown) =>
  typeof e === 'object' && e !== null && ((e as { code?: string }).code === '23505' || (e as { cause?: { code?: string } }).cause?.code === '23505');
