import { useState, type ReactNode } from 'react';
import type { ModalOverlayProps } from 'react-aria-components';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { Message } from './ConfirmDialog.styles';
import type { StyleProps } from '../styleProps';

/** `className` and `style` go to the dialog's surface (the kit's Modal). */
export interface ConfirmDialogProps extends Omit<ModalOverlayProps, 'children' | 'className' | 'style'>, StyleProps {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` for destructive actions (delete, reopen...). */
  tone?: 'primary' | 'danger';
  /**
   * Runs when the person confirms. If it returns a promise the confirm button shows a pending state and the
   * dialog closes when it resolves; if it rejects, the dialog stays open (the screen reports the error).
   */
  onConfirm: () => void | PromiseLike<unknown>;
  /** Runs when the Cancel button is pressed (Escape just closes, through `onOpenChange`). */
  onCancel?: () => void;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

function Actions({
  close,
  confirmLabel,
  cancelLabel,
  tone,
  onConfirm,
  onCancel,
}: Required<Pick<ConfirmDialogProps, 'confirmLabel' | 'cancelLabel' | 'tone' | 'onConfirm'>> &
  Pick<ConfirmDialogProps, 'onCancel'> & { close: () => void }) {
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    const result = onConfirm();
    if (!isThenable(result)) return close();
    setPending(true);
    try {
      await result;
      close();
    } catch {
      // The caller shows what went wrong; the question stays open so it can be retried or cancelled.
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        isDisabled={pending}
        onPress={() => {
          onCancel?.();
          close();
        }}
      >
        {cancelLabel}
      </Button>
      <Button variant={tone} isPending={pending} onPress={confirm}>
        {confirmLabel}
      </Button>
    </>
  );
}

/** Asks a yes/no question before an action (an `alertdialog`); the confirm button has the focus. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  tone = 'primary',
  onConfirm,
  onCancel,
  isDismissable = false,
  ...props
}: ConfirmDialogProps) {
  return (
    <Modal
      {...props}
      title={title}
      size="sm"
      role="alertdialog"
      hideCloseButton
      isDismissable={isDismissable}
      footer={(close) => (
        <Actions
          close={close}
          confirmLabel={confirmLabel}
          cancelLabel={cancelLabel}
          tone={tone}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      )}
    >
      <Message>{message}</Message>
    </Modal>
  );
}
