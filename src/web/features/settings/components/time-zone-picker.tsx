import { useId, useMemo, useState } from 'react';
import { localTimeIn, timeZoneLabel, timeZoneNames } from '../../../../shared/time-zone';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/select';
import { formatTime } from '../../../lib/format-time';
import { renderNow } from '../../../lib/render-env';
import { filterZones } from '../lib/filter-zones';

/**
 * Every IANA zone, narrowed by a search box: a native select underneath, so the keyboard, screen
 * readers and phones' own pickers work as usual. The chosen zone's local time is shown, so a
 * wrong zone is seen at a glance.
 */
export function TimeZonePicker({ value, onChange, disabled }: { value: string; onChange: (zone: string) => void; disabled?: boolean }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const names = useMemo(() => timeZoneNames(value), [value]);
  const shown = useMemo(() => filterZones(names, query, value), [names, query, value]);
  const local = safeLocalTime(value);
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-zone`}>Time zone</Label>
      <Input
        type="search"
        aria-label="Search time zones"
        aria-controls={`${id}-zone`}
        placeholder="Search: Los Angeles, Paris, Tokyo"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        disabled={disabled}
      />
      {/* The place alone: 'New York (America) · America/New_York' said it twice and was cut at 390 px. */}
      <NativeSelect id={`${id}-zone`} value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled} aria-describedby={`${id}-now`}>
        {shown.map((name) => (
          <option key={name} value={name}>
            {timeZoneLabel(name)}
          </option>
        ))}
      </NativeSelect>
      <p id={`${id}-now`} className="text-xs text-muted-foreground" data-testid="zone-local-time">
        {local ? `It is ${local.time} ${local.abbreviation} there now. ` : ''}
        {query ? (shown.length <= 1 ? 'No other zone matches your search.' : `${shown.length} zones listed for '${query.trim()}'.`) : null}
      </p>
    </div>
  );
}

function safeLocalTime(zone: string) {
  try {
    const now = renderNow();
    // The time in the reader's own format, like every other time on screen; the zone's short name beside it.
    return { time: formatTime(now, { timeZone: zone }), abbreviation: localTimeIn(zone, now).abbreviation };
  } catch {
    return null;
  }
}
