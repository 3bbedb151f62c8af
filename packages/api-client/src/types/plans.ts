import type { CampaignSummary } from './campaigns';
import type { IsoDateTime, StatusFlag } from './common';
import type { ListParams } from './wire';

/** A plan's slot holding one campaign (the predecessor's polymorphic `plano_campanhas`). */
export interface PlanCampaign {
  /** The slot id (deleting it detaches the campaign). */
  id: number;
  plano_id: number;
  campanha: CampaignSummary;
}

/** A recovery plan groups campaigns; deactivating it deactivates them. */
export interface Plan {
  id: number;
  nome: string;
  status: StatusFlag;
  campanhas: PlanCampaign[];
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

export interface PlanListParams extends ListParams {
  status?: StatusFlag;
}
