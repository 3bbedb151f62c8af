import { Button } from '@retoma/ui';
import { createRoot } from 'react-dom/client';

// Built only to weigh what importing one Button costs; never opened (a Button reads the theme UiProvider supplies).
createRoot(document.getElementById('root')!).render(<Button>Salvar</Button>);
