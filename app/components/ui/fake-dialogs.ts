/**
 * For jsdom tests: jsdom has <dialog> without its methods, and these do what the site's
 * dialogs rely on (opening and closing by the `open` attribute).
 */
export function fakeDialogs() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
}
