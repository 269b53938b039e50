import { Container } from "@mantine/core";
import { MAIN_CONTENT_ID } from "../../shared/ui/SkipLink";
import { ErrorPage } from "./ErrorPage";

/** Errors of the root route (e.g. the server is unreachable): the error page without the shell. */
export function RootErrorBoundary() {
  return (
    <Container component="main" id={MAIN_CONTENT_ID} size="md" py="xl">
      <ErrorPage />
    </Container>
  );
}
