import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
// eslint-disable-next-line no-restricted-imports -- React's own server renderer, in a Node test (never shipped to browsers)
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import type { TSharedTrip, TTrip, TTripsResponse } from '../../../../shared/schemas/trips';
import { SharedTripPage } from './shared-trip-page';
import { TripPage } from './trip-page';
import { TripsPage } from './trips-page';

/** No browser on this machine for the journey: the pages are rendered on the server from stored answers, so their markup is checked. */
const weather = ['2026-12-03', '2026-12-04'].map((date) => ({
  date,
  minTempC: -4,
  maxTempC: 2,
  precipitationProbability: 20,
  summary: 'Cold',
  source: 'typical' as const,
}));
const TRIP: TTrip = {
  id: 5,
  name: 'Denver offsite',
  where: 'Denver',
  place: 'Denver, Colorado',
  startDate: '2026-12-03',
  endDate: '2026-12-04',
  occasions: ['beach'],
  pieceCount: 4,
  packedCount: 1,
  fromEvent: true,
  weather,
  looks: [
    { date: '2026-12-03', kind: 'day', label: 'Day 1', itemIds: [1, 2, 3, 4] },
    { date: '2026-12-04', kind: 'day', label: 'Day 2', itemIds: [1, 2, 3] },
  ],
  pieces: [
    { id: 1, name: 'Grey Crew Tee', category: 'Tops', color: 'Grey', imageUrl: null, packed: true },
    { id: 2, name: 'Dark Jeans', category: 'Bottoms', color: 'Indigo', imageUrl: null, packed: false },
    { id: 3, name: 'White Sneakers', category: 'Shoes', color: 'White', imageUrl: null, packed: false },
    { id: 4, name: 'Camel Overcoat', category: 'Outerwear', color: 'Camel', imageUrl: null, packed: false },
  ],
  transit: [2, 3, 4],
  missing: [{ need: 'swimwear', lookFor: 'a swimsuit or trunks', shopQuery: 'swimsuit or trunks' }],
  builtAt: '2026-11-28T12:00:00.000Z',
  sharePath: null,
};

function render(path: string, page: ReactNode, seed: (qc: QueryClient) => void) {
  const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  seed(qc);
  // React marks where adjacent text nodes meet; the words read as one.
  return renderToString(
    <QueryClientProvider client={qc}>
      <Router ssrPath={path}>{page}</Router>
    </QueryClientProvider>,
  ).replaceAll('<!-- -->', '');
}

describe('packing list pages', () => {
  it('the trip: its pieces with ticks, the looks, transit, missing linked to Shop, and the share offer', () => {
    const html = render('/trips/5', <Route path="/trips/:id" component={TripPage} />, (qc) => qc.setQueryData(['/api/trips', 5], TRIP));
    for (const text of [
      'Denver offsite',
      'Grey Crew Tee',
      'Camel Overcoat',
      'Wear on the way',
      'Missing for this trip',
      'Make a read-only link',
      'Day 2',
      '(1 of 4 packed)',
    ])
      expect(html).toContain(text);
    expect(html).toContain('href="/shopping?q=swimsuit%20or%20trunks"');
    expect(html.match(/role="checkbox"/g)).toHaveLength(4);
    expect(html).toMatch(/aria-checked="true"[^>]*aria-label="Grey Crew Tee packed"|aria-label="Grey Crew Tee packed"[^>]*aria-checked="true"/);
  });

  it('the trips page: calendar trips to pack for and the form, its fields labelled', () => {
    const data: TTripsResponse = {
      trips: [{ id: 5, name: 'Denver offsite', where: 'Denver', startDate: '2026-12-03', endDate: '2026-12-04', occasions: [], pieceCount: 4, packedCount: 1 }],
      suggestions: [{ eventId: 9, eventIds: [9, 10, 11, 12, 13], title: 'Lisbon week', where: 'Lisbon', startDate: '2027-01-10', endDate: '2027-01-14' }],
    };
    const html = render('/trips', <TripsPage />, (qc) => qc.setQueryData(['/api/trips'], data));
    for (const text of ['Packing lists', 'Lisbon week', 'Pack for this trip', '1 of 4 packed', 'Build packing list', 'A formal evening'])
      expect(html).toContain(text);
    for (const id of ['trip-where', 'trip-start', 'trip-end']) expect(html).toContain(`for="${id}"`);
  });

  it('the shared page: the list alone', () => {
    const shared: TSharedTrip = {
      name: TRIP.name,
      where: TRIP.where,
      startDate: TRIP.startDate,
      endDate: TRIP.endDate,
      weather,
      looks: [{ date: '2026-12-03', label: 'Day 1', pieces: ['Grey Crew Tee', 'Dark Jeans'] }],
      pieces: TRIP.pieces.map(({ name, category, color, packed }) => ({ name, category, color, packed })),
      transit: ['Camel Overcoat'],
      missing: [{ need: 'swimwear', lookFor: 'a swimsuit or trunks' }],
    };
    const html = render('/pack/abc', <Route path="/pack/:token" component={SharedTripPage} />, (qc) => qc.setQueryData(['/api/shared/trips', 'abc'], shared));
    for (const text of ['Packing list: Denver offsite', '4 pieces (1 packed)', '(packed)', '(not packed yet)', 'Still to find:']) expect(html).toContain(text);
  });
});
