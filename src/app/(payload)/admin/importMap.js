import { TakenOverNotice as TakenOverNotice_2b3f72be6c81d19af28a98ae345a3ab8 } from '@/components/admin/documentLocks/TakenOverNotice'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { GuardedPublishButton as GuardedPublishButton_fd3b70a420a8c5712efeb577de7de8c0 } from '@/components/admin/contentLanguage/GuardedSaveButtons'
import { GuardedSaveDraftButton as GuardedSaveDraftButton_fd3b70a420a8c5712efeb577de7de8c0 } from '@/components/admin/contentLanguage/GuardedSaveButtons'
import { GuardedSaveButton as GuardedSaveButton_fd3b70a420a8c5712efeb577de7de8c0 } from '@/components/admin/contentLanguage/GuardedSaveButtons'
import { DownloadHistoryLink as DownloadHistoryLink_17d7fa7acb4e9c95809122d1908aacf8 } from '@/components/admin/DownloadHistoryLink'
import { EnquiryAttachmentField as EnquiryAttachmentField_d0c1622f230fe7c38f8c80a328f38cd0 } from '@/components/admin/EnquiryAttachmentField'
import { NotificationRecipientsWarning as NotificationRecipientsWarning_2771c80e64ee223bd717d6ba33eaae68 } from '@/components/admin/NotificationRecipientsWarning'
import { ExportCsvButton as ExportCsvButton_5834e0f6932bee4967ac4d159558d270 } from '@/components/admin/ExportCsvButton'
import { SerialNumbersField as SerialNumbersField_d4c9c580d5d3cf3691b37d3aae238cdb } from '@/components/admin/SerialNumbersField'
import { QuoteLinesField as QuoteLinesField_9ec722965baea04af9b789bed48531dc } from '@/components/admin/QuoteLinesField'
import { ContentLanguageBar as ContentLanguageBar_f3fe217755a92a356305694802311fb7 } from '@/components/admin/contentLanguage/ContentLanguageBar'
import { CompanyIcon as CompanyIcon_fc724317f384baccc7d7bbe6d8f0b305 } from '@/components/admin/CompanyLogo'
import { CompanyLogo as CompanyLogo_fc724317f384baccc7d7bbe6d8f0b305 } from '@/components/admin/CompanyLogo'
import { EditorsDashboard as EditorsDashboard_0e7b23c75ea046975e1784ba01f82886 } from '@/components/admin/Dashboard'
import { HardCodedEnglish as HardCodedEnglish_63c9ba74251d2a93322a710bfd3ed0d3 } from '@/components/admin/HardCodedEnglish'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/components/admin/documentLocks/TakenOverNotice#TakenOverNotice": TakenOverNotice_2b3f72be6c81d19af28a98ae345a3ab8,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/components/admin/contentLanguage/GuardedSaveButtons#GuardedPublishButton": GuardedPublishButton_fd3b70a420a8c5712efeb577de7de8c0,
  "@/components/admin/contentLanguage/GuardedSaveButtons#GuardedSaveDraftButton": GuardedSaveDraftButton_fd3b70a420a8c5712efeb577de7de8c0,
  "@/components/admin/contentLanguage/GuardedSaveButtons#GuardedSaveButton": GuardedSaveButton_fd3b70a420a8c5712efeb577de7de8c0,
  "@/components/admin/DownloadHistoryLink#DownloadHistoryLink": DownloadHistoryLink_17d7fa7acb4e9c95809122d1908aacf8,
  "@/components/admin/EnquiryAttachmentField#EnquiryAttachmentField": EnquiryAttachmentField_d0c1622f230fe7c38f8c80a328f38cd0,
  "@/components/admin/NotificationRecipientsWarning#NotificationRecipientsWarning": NotificationRecipientsWarning_2771c80e64ee223bd717d6ba33eaae68,
  "@/components/admin/ExportCsvButton#ExportCsvButton": ExportCsvButton_5834e0f6932bee4967ac4d159558d270,
  "@/components/admin/SerialNumbersField#SerialNumbersField": SerialNumbersField_d4c9c580d5d3cf3691b37d3aae238cdb,
  "@/components/admin/QuoteLinesField#QuoteLinesField": QuoteLinesField_9ec722965baea04af9b789bed48531dc,
  "@/components/admin/contentLanguage/ContentLanguageBar#ContentLanguageBar": ContentLanguageBar_f3fe217755a92a356305694802311fb7,
  "@/components/admin/CompanyLogo#CompanyIcon": CompanyIcon_fc724317f384baccc7d7bbe6d8f0b305,
  "@/components/admin/CompanyLogo#CompanyLogo": CompanyLogo_fc724317f384baccc7d7bbe6d8f0b305,
  "@/components/admin/Dashboard#EditorsDashboard": EditorsDashboard_0e7b23c75ea046975e1784ba01f82886,
  "@/components/admin/HardCodedEnglish#HardCodedEnglish": HardCodedEnglish_63c9ba74251d2a93322a710bfd3ed0d3,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
