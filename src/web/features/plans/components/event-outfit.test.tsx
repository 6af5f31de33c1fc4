import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
// eslint-disable-next-line no-restricted-imports -- React's own server renderer, in a Node test (never shipped to browsers)
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { TClothingItem } from '../../../../shared/schemas/closet';
import type { TEventOutfit } from '../../../../shared/schemas/stylist';
import { EventOutfit, EventOutfitPanel, type EventOutfitPanelProps } from './event-outfit';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const piece = (id: number, name: string) => ({ id, name, imageUrl: null, category: 'Tops' }) as unknown as TClothingItem;
const look = (over: Partial<TEventOutfit> = {}): TEventOutfit => ({
  date: '2026-11-13',
  items: [piece(1, 'Black Midi Dress'), piece(2, 'Black Heels')],
  styleNote: 'A sleek look for the evening.',
  reasons: ['Dressed for cocktail attire for your Gala'],
  weather: {
    source: 'typical',
    label: 'Cool',
    summary: 'Typically 8°C to 14°C',
    minTempC: 8,
    maxTempC: 14,
    precipitationProbability: 20,
  } as TEventOutfit['weather'],
  source: 'engine',
  event: { id: 7, title: 'Gala', date: '2026-11-13', startTime: '19:00', dressCode: 'Cocktail' },
  level: { code: 'cocktail', label: 'cocktail attire' },
  closetCount: 8,
  ...over,
});
const noop = () => undefined;
const render = (state: Partial<EventOutfitPanelProps['look']>, extra: Partial<EventOutfitPanelProps> = {}) =>
  renderToStaticMarkup(
    // The link to the closet needs a router; on the server it is given the path.
    <Router ssrPath="/calendar">
      <EventOutfitPanel
        id="p"
        title="Gala"
        look={{ isPending: false, isError: false, error: null, data: undefined, refetch: noop as never, ...state }}
        busy={false}
        options={null}
        onSwap={noop}
        onPick={noop}
        onCancelSwap={noop}
        onSave={noop}
        onRemove={noop}
        onRebuild={noop}
        {...extra}
      />
    </Router>,
  );

describe("an event's outfit (issue 40 point 3)", () => {
  it('says it is choosing while the look loads', () => {
    const html = render({ isPending: true });
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-label="Choosing an outfit for Gala"');
  });

  it('says so when the closet is empty, and links to adding pieces', () => {
    const html = render({ data: look({ items: [], closetCount: 0, styleNote: 'Add a few pieces first.' }) });
    expect(text(html)).toContain('Your closet is empty, so there is nothing to wear for Gala yet.');
    expect(html).toMatch(/<a [^>]*href="\/closet"[^>]*>Add pieces to your closet<\/a>/);
  });

  it('shows the engine’s advice when the closet is too small for a look', () => {
    expect(text(render({ data: look({ items: [], closetCount: 2, styleNote: 'Add shoes to make an outfit.' }) }))).toContain('Add shoes to make an outfit.');
  });

  it('shows the look with its weather, a Swap per piece, the reason naming the level, and Save', () => {
    const t = text(render({ data: look() }));
    expect(t).toContain('Typical weather: Typically 8°C to 14°C');
    expect(t).toContain('Dressed for cocktail attire for your Gala');
    expect(render({ data: look() })).toContain('aria-label="Swap Black Midi Dress"');
    expect(t).toContain('Save this outfit');
    expect(t).not.toContain('Saved for Gala');
  });

  it('offers the swap options for one piece, and shows a saved look as saved with Remove', () => {
    const options = { date: '2026-11-13', itemId: 2, options: [piece(3, 'Brown Loafers')] };
    const swapping = render({ data: look() }, { options });
    expect(swapping).toContain('aria-label="Swap Black Heels for"');
    expect(text(swapping)).toContain('Brown Loafers');
    const saved = text(render({ data: look({ plan: { plannedAt: '2026-11-10T12:00:00.000Z', weatherNote: null } }) }));
    expect(saved).toContain('Saved for Gala');
    expect(saved).toContain('Remove');
    expect(saved).not.toContain('Save this outfit');
  });

  it('is a closed disclosure button whose name starts with its visible word and names the event', () => {
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <EventOutfit event={{ id: 7, title: 'Gala' }} />
      </QueryClientProvider>,
    );
    expect(html).toContain('aria-expanded="false"');
    expect(text(html).trim()).toBe('Outfit for Gala');
    expect(html).not.toContain('role="region"');
  });
});
