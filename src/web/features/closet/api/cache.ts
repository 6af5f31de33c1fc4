import type { QueryClient } from '@tanstack/react-query';
import type { TClothingItem } from '../../../../shared/schemas/closet';
import { closetKey } from './list-items';

/** Mutations answer with the item, so the list is patched in place instead of refetched. */
export const closetCache = {
  prepend(qc: QueryClient, userId: number, items: TClothingItem[]) {
    qc.setQueryData<TClothingItem[]>(closetKey(userId), (old) => [...items, ...(old ?? [])]);
  },
  replace(qc: QueryClient, userId: number, item: TClothingItem) {
    qc.setQueryData<TClothingItem[]>(closetKey(userId), (old) => old?.map((i) => (i.id === item.id ? item : i)));
  },
  remove(qc: QueryClient, userId: number, id: number) {
    qc.setQueryData<TClothingItem[]>(closetKey(userId), (old) => old?.filter((i) => i.id !== id));
  },
};
