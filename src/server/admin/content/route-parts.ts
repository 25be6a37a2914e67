import { errorResponseSchema } from "#domain/auth/api";

export const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
export const changeErrors = { ...refusals, 404: errorResponseSchema, 409: errorResponseSchema };
export const tags = ["admin-content"];
