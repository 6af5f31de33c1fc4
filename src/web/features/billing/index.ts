export { PleaseSignIn, SubscribePage } from './components/subscribe-page';
export { SubscriptionNoticeBanner } from './components/subscription-notice';
export { StripeReturnToast } from './components/stripe-return-toast';
export { PlanSummary } from './components/plan-summary';
