/**
 * Groups calls that arrive together into one call of `run`: the calls made during one turn of the event loop
 * (one poll phase's requests) go out as one batch, and while `maxInFlight` batches are under way the next ones
 * wait and grow. An idle server therefore sends each call alone and at once; a busy one sends fewer, larger
 * batches, so a flash sale's holds share round trips and commits instead of queueing for pool connections.
 * Each call gets its own answer, in the order `run` answers the batch; an answer may be a settled promise, so that a
 * call of a batch `run` tried again on its own can fail on its own.
 */
export class GroupCommit<I, O> {
  private queue: Array<{ input: I; resolve: (output: O | PromiseLike<O>) => void; reject: (error: unknown) => void }> = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly run: (inputs: I[]) => Promise<Array<O | PromiseLike<O>>>,
    private readonly options: { maxInFlight: number; maxBatch: number },
  ) {}

  submit(input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.pump();
        });
      }
    });
  }

  private pump(): void {
    while (this.queue.length > 0 && this.inFlight < this.options.maxInFlight) {
      const batch = this.queue.splice(0, this.options.maxBatch);
      this.inFlight++;
      this.run(batch.map((call) => call.input))
        .then(
          (outputs) => batch.forEach((call, index) => call.resolve(outputs[index]!)),
          (error: unknown) => batch.forEach((call) => call.reject(error)),
        )
        .finally(() => {
          this.inFlight--;
          this.pump();
        });
    }
  }
}
