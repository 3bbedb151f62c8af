import type { AddressLookup } from '../../types';
import { CITIES } from '../data';

/**
 * What the postal-code service finds for a CEP: one of the fixture cities (São Paulo's Avenida Paulista unless
 * `cep` names another), overridable field by field; `{bairro: '', endereco: ''}` is a city-wide CEP.
 */
export function buildAddressLookup(overrides: Partial<AddressLookup> = {}): AddressLookup {
  const city = CITIES.find((entry) => entry.cep === overrides.cep) ?? CITIES[0];
  return { cep: city.cep, estado: city.estado, cidade: city.cidade, bairro: city.bairro, endereco: city.endereco, ...overrides };
}
