import { Field, ID, ObjectType } from "type-graphql";

@ObjectType("Language", { description: "A language the interface is offered in; the first one is the fallback." })
export class LanguageView {
  @Field(() => ID, { description: "Language code: en, fi or sv." })
  id!: string;

  @Field({ description: "The language's name in that language (English, suomi, svenska)." })
  name!: string;
}

@ObjectType("Seller", { description: "The seller's legal details that receipts carry in Finland; a detail not set is null." })
export class SellerView {
  @Field(() => String, { nullable: true, description: "The seller's legal name." })
  name!: string | null;

  @Field(() => String, { nullable: true, description: "The Finnish business ID (Y-tunnus), 1234567-8." })
  businessId!: string | null;

  @Field(() => String, { nullable: true, description: "The postal address; lines separated by line breaks." })
  address!: string | null;
}

@ObjectType("Settings", { description: "Site settings, texts in the request's language." })
export class SettingsView {
  @Field({ description: "The site's name shown in the top bar." })
  sitename!: string;

  @Field({ description: "Theme primary colour as #rrggbb." })
  primaryColor!: string;

  @Field(() => String, { nullable: true, description: "Theme secondary colour as #rrggbb." })
  secondaryColor!: string | null;

  @Field(() => String, { nullable: true, description: "Notice shown on checkout." })
  bookingNotice!: string | null;

  @Field(() => String, { nullable: true, description: "Booking terms in Markdown; the client renders them sanitized." })
  bookingTerms!: string | null;

  @Field(() => String, { nullable: true, description: "Footer text." })
  footerText!: string | null;

  @Field({ description: "Whether checkout asks for the client's address." })
  requireAddress!: boolean;

  @Field({ description: "Whether checkout asks for the client's Finnish personal identity code." })
  requireIdentityNumber!: boolean;

  @Field({ description: "The venue's IANA time zone; all dates are shown in it." })
  timeZone!: string;

  @Field(() => SellerView, { nullable: true, description: "The seller's legal details for receipts; null when none is set." })
  seller!: SellerView | null;
}
