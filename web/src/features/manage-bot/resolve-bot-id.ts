// Which bot /managebot shows (docs/product.md): navigation state, then selectedBotId, then currentBotData.
import { getStored } from '@/lib/storage-keys';

export type ManageTab = 'botinfo' | 'files' | 'settings' | 'preview';

export interface ManageBotState {
  botId?: string | null;
  defaultTab?: string;
}

export function resolveBotId(state: ManageBotState | null | undefined): string | null {
  return state?.botId || getStored('selectedBotId') || getStored('currentBotData')?.botId || null;
}

export function resolveTab(state: ManageBotState | null | undefined): ManageTab {
  const t = state?.defaultTab;
  return t === 'files' || t === 'settings' || t === 'botinfo' || t === 'preview' ? t : 'botinfo';
}
