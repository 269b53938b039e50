import { Field, Int, ObjectType, Query, registerEnumType, Resolver } from "type-graphql";
import { ERROR_STATUS, type ErrorCode } from "../../common/errors.js";

/** The codes as a GraphQL enum, so clients generate them from the schema instead of copying them. */
const ErrorCodeEnum = Object.fromEntries(Object.keys(ERROR_STATUS).map((code) => [code, code])) as { [Code in ErrorCode]: Code };
registerEnumType(ErrorCodeEnum, { name: "ErrorCode", description: "What an error's extensions.code can be." });

@ObjectType("ErrorCodeInfo", {
  description: "An error code and the HTTP status that goes with it (extensions.status; the REST facade's status).",
})
export class ErrorCodeView {
  @Field(() => ErrorCodeEnum, { description: "The code, as in extensions.code." })
  code!: ErrorCode;

  @Field(() => Int, { description: "The HTTP status, as in extensions.status." })
  status!: number;
}

@Resolver()
export class ErrorCodeResolver {
  @Query(() => [ErrorCodeView], { description: "Every error code answers can carry, with its HTTP status: for API clients." })
  errorCodes(): ErrorCodeView[] {
    return Object.entries(ERROR_STATUS).map(([code, status]) => ({ code: code as ErrorCode, status }));
  }
}
