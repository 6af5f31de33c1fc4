import type { PurchaseRecommendationRow } from '../../../db/schema';
import type { TPurchaseRecommendation } from '../../../shared/schemas/stylist';

export function toRecommendationDto(r: PurchaseRecommendationRow): TPurchaseRecommendation {
  return {
    id: r.id,
    userId: r.userId,
    name: r.name,
    description: r.description,
    category: r.category,
    priority: r.priority,
    priceRange: r.priceRange,
    imageUrl: r.imageUrl,
    month: r.month,
    year: r.year,
    saved: r.saved,
    checklist: r.checklist,
  };
}
