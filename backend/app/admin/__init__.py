"""The back office: one package per screen, every route behind ActiveAdmin or SuperAdmin."""
