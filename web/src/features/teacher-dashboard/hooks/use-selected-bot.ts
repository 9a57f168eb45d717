import type { BotDto } from '@edubot/common';
import { useCallback, useEffect, useState } from 'react';
import { getStored, removeStored, setStored } from '@/lib/storage-keys';

/** The selected bot id lives in local storage (docs/product.md selectedBotId); defaults to the first bot. */
export function useSelectedBot(bots: readonly BotDto[] | undefined) {
  const [selectedId, setSelectedId] = useState<string | null>(() => getStored('selectedBotId'));

  const select = useCallback((id: string | null) => {
    setSelectedId(id);
    if (id) setStored('selectedBotId', id);
    else removeStored('selectedBotId');
  }, []);

  useEffect(() => {
    if (!bots) return;
    if (bots.length === 0) {
      if (selectedId) select(null);
      return;
    }
    if (!selectedId || !bots.some((b) => b._id === selectedId)) select(bots[0]!._id);
  }, [bots, selectedId, select]);

  const selectedBot = bots?.find((b) => b._id === selectedId) ?? null;
  return { selectedId: selectedBot ? selectedId : null, selectedBot, select };
}
