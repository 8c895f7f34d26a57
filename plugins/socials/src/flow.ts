/**
 * The socials plugin's later step, one lazy chunk ("socials-flow"): the ConnectingSocial view (the
 * frame's redirect uri, the popup's result, the login) and its texts. The Connect view's buttons do
 * not need it; it loads once the first view is shown (openFinished) or on the first click.
 */
export { ConnectingSocialView } from './ConnectingSocialView';
export { FLOW_MESSAGES } from './flow-messages';
