# Install rules, the CMake package, pkg-config files and the Debian package.
#
#   cmake --install build --prefix P    tools in P/bin, libraries in P/lib,
#                                       headers in P/include/streamref,
#                                       P/lib/cmake/streamref (find_package),
#                                       P/lib/pkgconfig/streamref{,-ir}.pc
#   cpack --config build/CPackConfig.cmake -G DEB
#       streamref_<version>_amd64.deb      tools and shared libraries
#       streamref-dev_<version>_amd64.deb  headers, static libraries, the
#                                          CMake and pkg-config files
#
# Install components: runtime (tools, shared libraries), dev (the rest),
# bench (streamref-bench, installed but not packaged).
include(CMakePackageConfigHelpers)

set(SR_CMAKE_PACKAGE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/streamref)

install(TARGETS streamref streamref_ir EXPORT streamrefTargets
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
                COMPONENT runtime NAMELINK_COMPONENT dev)
install(EXPORT streamrefTargets NAMESPACE streamref::
        DESTINATION ${SR_CMAKE_PACKAGE_DIR} COMPONENT dev)
if(TARGET streamref_static)
  install(TARGETS streamref_static streamref_ir_static
          EXPORT streamrefStaticTargets
          ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT dev)
  install(EXPORT streamrefStaticTargets NAMESPACE streamref::
          DESTINATION ${SR_CMAKE_PACKAGE_DIR} COMPONENT dev)
endif()

install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/streamref
                  ${PROJECT_BINARY_DIR}/include/streamref
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT dev
        FILES_MATCHING PATTERN "*.h")

configure_package_config_file(
    ${PROJECT_SOURCE_DIR}/cmake/streamrefConfig.cmake.in
    ${PROJECT_BINARY_DIR}/streamrefConfig.cmake
    INSTALL_DESTINATION ${SR_CMAKE_PACKAGE_DIR})
# 0.x: a minor release may break the API, so 0.2 accepts 0.2.* only.
write_basic_package_version_file(
    ${PROJECT_BINARY_DIR}/streamrefConfigVersion.cmake
    COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/streamrefConfig.cmake
              ${PROJECT_BINARY_DIR}/streamrefConfigVersion.cmake
        DESTINATION ${SR_CMAKE_PACKAGE_DIR} COMPONENT dev)

# pkg-config:
#   streamref, streamref-ir          the shared libraries; --static adds
#                                    the private dependencies (libuv's and
#                                    jansson's own through Requires.private)
#   streamref-static, -ir-static     lib*.a into a dynamically linked
#                                    program, with its dependencies (as
#                                    Debian's libuv-static.pc does for libuv)
file(RELATIVE_PATH SR_PC_PREFIX_FROM_PCDIR
     /prefix/${CMAKE_INSTALL_LIBDIR}/pkgconfig /prefix)
string(REGEX REPLACE "/$" "" SR_PC_PREFIX_FROM_PCDIR
       "${SR_PC_PREFIX_FROM_PCDIR}")
function(sr_pkg_config_file name description)
  cmake_parse_arguments(SR_PC "" ""
                        "REQUIRES;REQUIRES_PRIVATE;LIBS;LIBS_PRIVATE" ${ARGN})
  set(SR_PC_NAME ${name})
  set(SR_PC_DESCRIPTION ${description})
  foreach(field REQUIRES REQUIRES_PRIVATE LIBS LIBS_PRIVATE)
    string(JOIN " " SR_PC_${field} ${SR_PC_${field}})
  endforeach()
  configure_file(${PROJECT_SOURCE_DIR}/cmake/streamref.pc.in
                 ${PROJECT_BINARY_DIR}/${name}.pc @ONLY)
  install(FILES ${PROJECT_BINARY_DIR}/${name}.pc
          DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig COMPONENT dev)
endfunction()
set(_sr_runtime_what "CPU reference runtime of IREE's Stream dialect")
set(_sr_ir_what "Parse, verify and print IREE Stream IR")
set(_sr_mpi_pc "")
if(SR_HAVE_MPI)
  set(_sr_mpi_pc ", ompi-c")  # OpenMPI's pkg-config module
endif()
sr_pkg_config_file(streamref "${_sr_runtime_what}"
    REQUIRES_PRIVATE "libuv," "jansson${_sr_mpi_pc}"
    LIBS "-L\${libdir}" -lstreamref LIBS_PRIVATE -lm -pthread)
sr_pkg_config_file(streamref-ir "${_sr_ir_what}"
    LIBS "-L\${libdir}" -lstreamref_ir LIBS_PRIVATE -lm)
if(TARGET streamref_static)
  sr_pkg_config_file(streamref-static "${_sr_runtime_what} (static)"
      REQUIRES "libuv," "jansson${_sr_mpi_pc}"
      LIBS "\${libdir}/libstreamref.a" -lm -pthread)
  sr_pkg_config_file(streamref-ir-static "${_sr_ir_what} (static)"
      LIBS "\${libdir}/libstreamref_ir.a" -lm)
endif()

#===------------------------------------------------------------------------===#
# Debian packages (cpack -G DEB)
#===------------------------------------------------------------------------===#

set(CPACK_PACKAGE_NAME streamref)
set(CPACK_PACKAGE_VENDOR "streamref")
set(CPACK_PACKAGE_CONTACT "streamref developers <streamref@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "CPU reference implementation of IREE's Stream dialect")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_RESOURCE_FILE_README ${PROJECT_SOURCE_DIR}/README.md)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
# Executables and shared libraries without their debug information.
set(CPACK_STRIP_FILES ON)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL runtime dev)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
# Depends from the ELF files' needs (dpkg-shlibdeps): libc6, libuv1,
# libjansson4.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_RUNTIME_PACKAGE_NAME streamref)
# Descriptions: the body under CPACK_PACKAGE_DESCRIPTION_SUMMARY's line.
set(CPACK_DEBIAN_RUNTIME_DESCRIPTION
    "The tools streamref-run, streamref-benchmark, streamref-opt, streamref-diff, streamref-params and streamref-trace, and the shared libraries libstreamref and libstreamref_ir.")
# CPack adds the ldconfig postinst/postrm itself (libraries in /usr/lib);
# the shlibs file lets other packages' dpkg-shlibdeps depend on this one.
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS ON)
set(CPACK_DEBIAN_DEV_PACKAGE_NAME streamref-dev)
set(CPACK_DEBIAN_DEV_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_DEV_DESCRIPTION
    "Development files: the headers, the static libraries, the CMake package (find_package(streamref)) and the pkg-config files (streamref, streamref-ir and their -static variants).")
# The static libraries need libuv's and jansson's (and their .pc files).
set(CPACK_DEBIAN_DEV_PACKAGE_DEPENDS
    "streamref (= ${PROJECT_VERSION}), libuv1-dev, libjansson-dev")
set(CPACK_DEBIAN_ENABLE_COMPONENT_DEPENDS OFF)
include(CPack)
