import {
  type ConfirmDialogProps,
  ConfirmDialog as SharedConfirmDialog,
} from "../../components/ui/confirm-dialog";
import { texts } from "./texts";

/** The shared confirmation, closed by the console's own word for it. */
export function ConfirmDialog(props: Omit<ConfirmDialogProps, "closeLabel">) {
  return <SharedConfirmDialog {...props} closeLabel={texts.close} />;
}
