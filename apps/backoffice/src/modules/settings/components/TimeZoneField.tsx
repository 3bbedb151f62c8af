import { ComboBox } from '@retoma/ui';
import { useMemo } from 'react';
import { useSettingsT } from '../messages';

/** Every IANA zone this browser knows, with `current` kept in the list even when the browser lists it otherwise. */
function zones(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(current) ? known : [current, ...known];
}

export interface TimeZoneFieldProps {
  value: string;
  onChange: (zone: string) => void;
  errorMessage?: string;
  isDisabled?: boolean;
}

/** The company's time zone, searched by typing (`Lisbon`, `Sao Paulo`); the IANA name is what is saved. */
export function TimeZoneField({ value, onChange, errorMessage, isDisabled }: TimeZoneFieldProps) {
  const t = useSettingsT();
  const options = useMemo(() => zones(value).map((zone) => ({ id: zone, label: zone.replace(/_/g, ' ') })), [value]);
  return (
    <ComboBox
      name="time_zone"
      label={t('settings.company.timeZone')}
      description={t('settings.company.timeZoneHint')}
      errorMessage={errorMessage}
      options={options}
      selectedKey={value}
      onSelectionChange={(key) => {
        if (key !== null) onChange(String(key));
      }}
      isDisabled={isDisabled}
    />
  );
}
