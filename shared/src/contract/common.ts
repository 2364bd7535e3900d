import { Type, type Static, type TSchema } from 'typebox';

/** Value of the `locale` request header; anything else falls back to zh-TW. */
export const LocaleHeader = Type.Union([Type.Literal('zh-TW'), Type.Literal('zh-CN'), Type.Literal('en')]);
export type LocaleHeader = Static<typeof LocaleHeader>;

export const ErrorBody = Type.Object({
  error_code: Type.Integer(),
  error_msg: Type.String(),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const IdParams = Type.Object({ id: Id }, { additionalProperties: false });

export const PagingQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** `{ data }` envelope every success body uses. */
export const DataOf = <T extends TSchema>(data: T) => Type.Object({ data });

/** List envelope with paging. */
export const PageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    page: Type.Integer(),
    page_size: Type.Integer(),
    total: Type.Integer(),
  });

export const Ok = Type.Object({ data: Type.Object({ success: Type.Boolean() }) });
export type Ok = Static<typeof Ok>;

export const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
/** 6 to 20 characters, letters and digits both present (spec §5). */
export const Password = Type.String({ minLength: 6, maxLength: 20, pattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$' });
