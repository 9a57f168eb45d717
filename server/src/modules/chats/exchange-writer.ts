// Group commit for chat exchanges. Under load many answers finish in the same turn of the event
// loop; writing them in one transaction pays SQLite's commit (the WAL write, and now and then a
// checkpoint) once instead of once per reply. Each caller still waits until its own exchange is
// committed, so a reply is never sent before its history is saved. If a batch fails, its
// exchanges are retried one by one so one bad exchange cannot fail its neighbours.
import type { ChatsRepository, Exchange } from './chats.repository.js';

interface Pending {
  exchange: Exchange;
  resolve: () => void;
  reject: (err: unknown) => void;
}

const MAX_BATCH = 64;

export class ExchangeWriter {
  private queue: Pending[] = [];
  private scheduled = false;

  constructor(private readonly repository: ChatsRepository) {}

  save(exchange: Exchange): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ exchange, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        // After the current I/O callbacks: every reply that finished this turn joins the batch.
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    const batch = this.queue.splice(0, MAX_BATCH);
    if (this.queue.length > 0) setImmediate(() => void this.flush());
    else this.scheduled = false;
    try {
      await this.repository.saveExchanges(batch.map((p) => p.exchange));
      for (const p of batch) p.resolve();
    } catch (err) {
      if (batch.length === 1) {
        batch[0]!.reject(err);
        return;
      }
      for (const p of batch) {
        try {
          await this.repository.saveExchanges([p.exchange]);
          p.resolve();
        } catch (single) {
          p.reject(single);
        }
      }
    }
  }
}
