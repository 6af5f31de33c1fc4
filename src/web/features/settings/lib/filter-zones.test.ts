import { describe, expect, it } from 'vitest';
import { filterZones } from './filter-zones';

const NAMES = ['America/Los_Angeles', 'America/New_York', 'Europe/Paris', 'Asia/Tokyo', 'UTC', 'America/Argentina/Buenos_Aires'];

describe('filterZones', () => {
  it('finds zones by the words of their city and region, in any case and spelling of spaces', () => {
    expect(filterZones(NAMES, 'los ang', 'UTC')).toEqual(['America/Los_Angeles', 'UTC']);
    expect(filterZones(NAMES, 'PARIS', 'Europe/Paris')).toEqual(['Europe/Paris']);
    expect(filterZones(NAMES, 'america new', 'Asia/Tokyo')).toEqual(['America/New_York', 'Asia/Tokyo']);
    expect(filterZones(NAMES, 'buenos_aires', 'UTC')).toEqual(['UTC', 'America/Argentina/Buenos_Aires']);
  });

  it('lists everything for an empty search and keeps the selected zone when nothing matches', () => {
    expect(filterZones(NAMES, '  ', 'UTC')).toEqual(NAMES);
    expect(filterZones(NAMES, 'atlantis', 'Asia/Tokyo')).toEqual(['Asia/Tokyo']);
  });
});
