export { Modal, Popup, ModalTrigger, type ModalProps, type PopupProps, type ModalSize } from './Modal';
