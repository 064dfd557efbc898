// The kit: what is built only on platform's own exports and holds no state of its own. It is bundled
// into each unit (not a shared singleton), so a remote may use a kit addition before the shell it
// meets at run time has it (README "Compatibility"). Its files import platform as
// `@academy/platform` (the shared copy), never by a relative path: that would be a second copy.
export { callEndpoint } from './call-endpoint';
export { MemberOnly, QueryView, type SignedOutText } from './member-view';
