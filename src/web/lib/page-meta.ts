import { useEffect } from 'react';
import { pageMeta } from '../../shared/page-meta';

/** Keeps the tab title and meta description in step with client-side navigation (the server sends them for the first page). */
export function usePageMeta(path: string, brandName: string) {
  useEffect(() => {
    const { title, description } = pageMeta(path, brandName);
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [path, brandName]);
}
