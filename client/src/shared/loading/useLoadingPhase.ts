import { useEffect, useRef, useState } from "react";
import { createLoadingMachine, type LoadingMachine, type LoadingPhase } from "./loadingMachine";

export interface LoadingPhaseOptions {
  delay?: number;
  longDelay?: number;
}

/** The indicator phase for a pending flag (see createLoadingMachine). */
export function useLoadingPhase(pending: boolean, options: LoadingPhaseOptions = {}): LoadingPhase {
  const [phase, setPhase] = useState<LoadingPhase>("done");
  const machine = useRef<LoadingMachine | null>(null);
  const { delay, longDelay } = options;

  useEffect(() => {
    const instance = createLoadingMachine({ delay, longDelay, onChange: setPhase });
    machine.current = instance;
    return () => {
      instance.dispose();
      machine.current = null;
      setPhase("done");
    };
  }, [delay, longDelay]);

  useEffect(() => {
    machine.current?.setPending(pending);
  }, [pending, delay, longDelay]);

  return phase;
}
