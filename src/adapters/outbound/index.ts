export {
  createOutboundFetcher,
  DEFAULT_OUTBOUND_LIMITS,
  OutboundFailed,
  type OutboundFetcher,
  type OutboundLimits,
  type OutboundResponse,
} from './guarded-fetch';
export { checkOutboundUrl, hostKey, isPublicAddress, OutboundRefused, parseAllowHosts, type OutboundPolicy } from './url-policy';
