import * as kit from '@retoma/ui';
import * as charts from '@retoma/ui/charts';
import { createRoot } from 'react-dom/client';

// Built only to weigh the whole kit: the namespaces are used as values, so no export can be dropped.
createRoot(document.getElementById('root')!).render(<p>{Object.keys(kit).length + Object.keys(charts).length} exports</p>);
