import { Images, Plus, Shirt } from 'lucide-react';
import type { Category } from '../../../../shared/closet-constants';
import { Button } from '../../../components/ui/button';
import { usePublicConfig } from '../../../lib/public-config';
import { ARTICLE, SINGULAR } from './options';

const FIRST_UPLOADS = [
  'The jeans or chinos you wear most',
  'Two or three shirts or tops you reach for every week',
  'A jacket or blazer you layer with',
  'Your everyday shoes',
  'A belt, watch or bag you wear often',
];

/** All Items, nothing yet: what a digital closet is for and where to start. */
export function EmptyCloset({ onAdd, onAddMany }: { onAdd: () => void; onAddMany: () => void }) {
  const { assistantName } = usePublicConfig();
  return (
    <section
      className="mx-auto grid max-w-xl gap-5 rounded-lg border border-dashed border-input bg-card p-6 text-center sm:p-8"
      aria-labelledby="closet-empty-title"
    >
      <Shirt className="mx-auto size-10 text-accent" aria-hidden />
      <div className="grid gap-2">
        <h2 id="closet-empty-title" className="font-serif text-2xl font-semibold">
          Build your digital closet
        </h2>
        <p className="text-muted-foreground">
          Add the clothes you already own and {assistantName} will put together outfits from them, matched to your calendar, the weather and your style. Snap a
          photo of each piece: we size it and pick out its color for you.
        </p>
      </div>
      <div className="rounded-md bg-muted p-4 text-left">
        <h3 className="mb-2 text-sm font-semibold">What to upload first</h3>
        <ol className="grid list-decimal gap-1 pl-5 text-sm text-muted-foreground">
          {FIRST_UPLOADS.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </div>
      <div className="flex flex-col justify-center gap-2 sm:flex-row">
        <Button type="button" onClick={onAdd}>
          <Plus aria-hidden /> Add Item
        </Button>
        <Button type="button" variant="outline" onClick={onAddMany}>
          <Images aria-hidden /> Add several photos
        </Button>
      </div>
    </section>
  );
}

/** A category with nothing in it yet, with an offer to add one. */
export function EmptyCategory({ category, onAdd }: { category: Category; onAdd: (category: Category) => void }) {
  return (
    <section
      className="mx-auto grid max-w-md gap-3 rounded-lg border border-dashed border-input bg-card p-6 text-center"
      aria-labelledby="closet-empty-category"
    >
      <h2 id="closet-empty-category" className="text-lg font-semibold">
        No {category.toLowerCase()} in your closet yet
      </h2>
      <p className="text-sm text-muted-foreground">
        Add {ARTICLE[category]} {SINGULAR[category]} and it will show up here, ready for your outfits.
      </p>
      <div>
        <Button type="button" onClick={() => onAdd(category)}>
          <Plus aria-hidden /> Add {ARTICLE[category]} {SINGULAR[category]}
        </Button>
      </div>
    </section>
  );
}
