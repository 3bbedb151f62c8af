import { Switch } from '@retoma/ui';
import { useTicketSettingsT } from '../messages';

export interface ActiveSwitchProps {
  name: string;
  isActive: boolean;
  isPending: boolean;
  onChange: (active: boolean) => void;
}

/** A row's active flag, switched on or off at once (the change is saved as soon as it is made). */
export function ActiveSwitch({ name, isActive, isPending, onChange }: ActiveSwitchProps) {
  const t = useTicketSettingsT();
  return (
    <Switch aria-label={t('ticketSettings.list.activeToggle', { name })} isSelected={isActive} isDisabled={isPending} onChange={onChange} />
  );
}
