import { expect, type Locator, type Page } from "@playwright/test";

/** /graphql in a browser: GraphiQL, bundled with the client. */
export class GraphQLExplorerPage {
  readonly queryEditor: Locator;
  readonly response: Locator;
  readonly docs: Locator;

  constructor(readonly page: Page) {
    this.queryEditor = page.locator(".graphiql-query-editor .monaco-editor");
    this.response = page.locator(".graphiql-response");
    this.docs = page.locator(".graphiql-doc-explorer");
  }

  async goto(): Promise<void> {
    await this.page.goto("/graphql");
    // The editor (Monaco) loads after the page: the largest download of the app.
    await expect(this.queryEditor).toBeVisible({ timeout: 60_000 });
  }

  /** Replaces the operation in the editor and runs it. */
  async run(operation: string): Promise<void> {
    await this.queryEditor.click();
    await this.page.keyboard.press("ControlOrMeta+A");
    await this.page.keyboard.insertText(operation);
    // The editor closes brackets as they are typed: drop whatever it added after the operation.
    await this.page.keyboard.press("ControlOrMeta+Shift+End");
    await this.page.keyboard.press("Delete");
    await this.page.getByRole("button", { name: /^Execute query/ }).click();
  }

  /** Types `partial` as the whole operation and asks the editor for completions (its GraphQL worker answers). */
  async complete(partial: string): Promise<Locator> {
    await this.queryEditor.click();
    await this.page.keyboard.press("ControlOrMeta+A");
    await this.page.keyboard.insertText(partial);
    await this.page.keyboard.press("Control+Space");
    return this.page.locator(".graphiql-query-editor .suggest-widget");
  }

  async openDocs(): Promise<void> {
    await this.page.getByRole("button", { name: "Show Documentation Explorer" }).click();
    await expect(this.docs).toBeVisible();
  }
}
