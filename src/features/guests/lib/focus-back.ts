/**
 * Radix `onCloseAutoFocus` handler that puts focus back on the element that opened a dialog (a guest
 * row, a thumbnail) when it is still on the page; otherwise Radix decides. Without it, dialogs opened
 * through the URL state return focus to <body>.
 * @param returnFocusTo gives the opener at close time
 */
export function focusBack(returnFocusTo?: () => HTMLElement | null) {
  return (event: Event) => {
    const opener = returnFocusTo?.();
    if (!opener?.isConnected) return;
    event.preventDefault();
    opener.focus();
  };
}
