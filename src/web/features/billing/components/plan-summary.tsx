import { FREE_CHAT_MESSAGES_PER_DAY, FREE_OUTFIT_REFRESHES_PER_DAY } from '../../../../shared/billing';
import { useEntitlement } from '../api/entitlement';

/**
 * The user's plan in a line (issue 14.6: the web shows the state): Premium, or what the free tier
 * has left today. Fetched when shown, so the counts are today's.
 */
export function PlanSummary() {
  const { data } = useEntitlement();
  if (!data) return null;
  if (data.premium)
    return (
      <span className="block text-xs font-medium text-accent" data-testid="plan-summary">
        Premium
      </span>
    );
  return (
    <span className="block max-w-56 text-xs font-normal text-muted-foreground" data-testid="plan-summary">
      Free plan: {data.chatMessagesLeft ?? FREE_CHAT_MESSAGES_PER_DAY} of {FREE_CHAT_MESSAGES_PER_DAY} stylist messages and{' '}
      {data.outfitRefreshesLeft ?? FREE_OUTFIT_REFRESHES_PER_DAY} of {FREE_OUTFIT_REFRESHES_PER_DAY} outfit refreshes left today
    </span>
  );
}
