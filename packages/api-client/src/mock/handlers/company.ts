import type { CompanyData, MyPlan } from '../../types';
import { item } from './core';

/** `mockHandlers.company.*`, mirroring `client.settings.myCompany`, `updateMyCompany` and `myPlan`. */
export const companyHandlers = {
  get: item<CompanyData>('get', 'my_company'),
  /** `PUT /my_company`. */
  update: item<CompanyData>('put', 'my_company'),
  plan: item<MyPlan>('get', 'my_plan'),
};
