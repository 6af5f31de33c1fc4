import { Button } from '../../../components/ui/button';
import { CATALOG_CATEGORY_LABELS } from '../../../../shared/catalog-categories';
import type { TSearchReading } from '../../../../shared/schemas/shopping';

const DEPARTMENT_NAMES = { men: 'menswear', women: 'womenswear', unisex: 'unisex', any: 'every department' } as const;

const categoryNames = (reading: TSearchReading) => reading.categories.map((c) => CATALOG_CATEGORY_LABELS[c]).join(' or ');

/**
 * What the search read from the words (issue 41): the department the page is held to, with a
 * visible way to widen it (or to go back to the shopper's own); a category filter the words set
 * aside; near spellings corrected; words no product had.
 */
export function SearchReadingNote({
  reading,
  busy,
  onDepartments,
}: {
  reading: TSearchReading;
  busy: boolean;
  onDepartments: (departments: 'mine' | 'all') => void;
}) {
  const lines: string[] = [];
  if (reading.correctedQuery) lines.push(`Showing results for “${reading.correctedQuery}”.`);
  if (reading.categoryFilterSetAside) lines.push(`Your words name ${categoryNames(reading)}, so the category filter was set aside.`);
  if (reading.relaxed) lines.push(`Nothing matched every word; these are the closest ${categoryNames(reading) || 'products'}.`);
  return (
    <div className="grid justify-items-center gap-1 text-sm text-muted-foreground sm:justify-items-start" data-testid="search-reading">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {reading.departmentFrom === 'settings' && reading.department !== 'any' ? (
        <p className="flex flex-wrap items-center justify-center gap-x-2">
          <span>Showing {DEPARTMENT_NAMES[reading.department]}, from your Settings.</span>
          <Button type="button" variant="link" size="sm" className="h-auto p-0" disabled={busy} onClick={() => onDepartments('all')}>
            Search all departments
          </Button>
        </p>
      ) : reading.departmentFrom === 'all' ? (
        <p className="flex flex-wrap items-center justify-center gap-x-2">
          <span>Showing every department.</span>
          <Button type="button" variant="link" size="sm" className="h-auto p-0" disabled={busy} onClick={() => onDepartments('mine')}>
            Only my departments
          </Button>
        </p>
      ) : reading.departmentFrom === 'words' ? (
        <p>Showing {DEPARTMENT_NAMES[reading.department]}, as your words say.</p>
      ) : null}
    </div>
  );
}
