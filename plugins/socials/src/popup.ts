/**
 * The social login popup. It opens synchronously in the click (a popup opened later is blocked),
 * blank, and goes to the frame's redirect uri once the frame gave it (ConnectingSocialView). Its
 * result is read by popup-result.ts, which loads with that view, not with the buttons.
 */
const POPUP_FEATURES = 'width=500,height=650,left=100,top=100';

let current: Window | null = null;

/** Call in the click handler. */
export function openPopup(): Window | null {
  if (current && !current.closed) current.close();
  current = window.open('', 'gangway-social', POPUP_FEATURES);
  return current;
}
export const popupWindow = () => current;
