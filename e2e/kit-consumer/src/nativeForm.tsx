import { NativeButton, NativeTextField } from '@retoma/ui';
import { createRoot } from 'react-dom/client';

// Built only to weigh a plain HTML form in the kit's look, which must leave react-aria out; never opened.
createRoot(document.getElementById('root')!).render(
  <form>
    <NativeTextField name="email" type="email" label="E-mail" required />
    <NativeButton type="submit">Entrar</NativeButton>
  </form>,
);
