import "reflect-metadata";
import { checkEveryRestAnswer } from "./helpers/openapi-check.js";

// Every answer of the REST facade a test receives is checked against the OpenAPI document the app serves (issue 40).
checkEveryRestAnswer();
