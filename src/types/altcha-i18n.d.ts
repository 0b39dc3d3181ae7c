// altcha ships no declaration for its Chinese texts (a module run for its side effect)
declare module 'altcha/i18n/zh-cn'
