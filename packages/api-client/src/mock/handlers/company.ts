import type { CompanyData, MyPlan } from '../../types';
import { item, put } from './core';

/** `mockHandlers.company.*`, mirroring `client.settings.myCompany`, `updateMyCompany` and `myPlan`. */
export const companyHandlers = {
  get: item<CompanyData>('get', 'my_company'),
  /** `PUT /my_company` (sent as POST + `_method=PUT`). */
  update: put<CompanyData>('my_company'),
  plan: item<MyPlan>('get', 'my_plan'),
};
