import { ModalDialog } from "../../components/ui/modal-dialog";
import { useContent } from "../../site-content/use-content";

export default function ThankYouDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { pages } = useContent();
  const text = pages.dish.thankYou;
  return (
    <ModalDialog
      open={open}
      title={text.title}
      closeLabel={text.close}
      onClose={onClose}
      className="thank-you-dialog"
    >
      <p className="thank-you-dialog__body">{text.body}</p>
      <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
        {text.close}
      </button>
    </ModalDialog>
  );
}
