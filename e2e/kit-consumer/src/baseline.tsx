import { createRoot } from 'react-dom/client';

// The Button page without the kit: what React alone costs, the floor the kit's share is measured against.
createRoot(document.getElementById('root')!).render(<button type="button">Salvar</button>);
